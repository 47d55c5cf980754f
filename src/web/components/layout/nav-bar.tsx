import { clsx } from "clsx";
import { CarFront, Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { authPathFor } from "../../../domain/user/safe-next.ts";
import { decideCreateRide } from "../../../domain/user/user.ts";
import { useT } from "../../lib/i18n.ts";
import { useAuth } from "../../lib/use-auth.ts";
import { buttonClasses } from "../ui/button.tsx";
import { IconTooltip } from "../ui/icon-tooltip.tsx";

interface NavItem {
  href?: string;
  label: string;
  onClick?: () => void;
}

function NavEntry({ item, className }: { item: NavItem; className?: string }): ReactNode {
  const [location] = useLocation();
  const classes = clsx(buttonClasses("ghost", "md", "w-full justify-start md:w-auto"), className);
  if (item.href) {
    const current = location === item.href.split("?")[0];
    return (
      <Link
        href={item.href}
        aria-current={current ? "page" : undefined}
        className={clsx(classes, current && "bg-accent text-accent-foreground")}
      >
        {item.label}
      </Link>
    );
  }
  return (
    <button type="button" onClick={item.onClick} className={classes}>
      {item.label}
    </button>
  );
}

/**
 * Fixed top bar; below 768px the links fold behind a menu toggle. `language` (the picker) and
 * `bell` (the notifications bell, for a signed-in reader) stay in the bar at every width.
 */
export function NavBar({ language, bell }: { language: ReactNode; bell?: ReactNode }) {
  const t = useT();
  const { user, logoutMutation } = useAuth();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // Close the mobile menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger.
  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Focus inside the menu would be lost when it hides: it goes back to the toggle.
      if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const items: NavItem[] = [{ href: "/guide", label: t("app.nav.guide") }];
  if (user) {
    items.push(
      decideCreateRide(user).ok
        ? { href: "/rides/create", label: t("app.nav.create_ride") }
        : { href: "/vendor", label: t("app.nav.dashboard") },
      { href: "/profile", label: t("app.nav.profile") },
      {
        label: t("app.nav.logout"),
        onClick: () => {
          setOpen(false);
          // Leave any members-only page first, so it does not bounce to the login screen.
          navigate("/");
          logoutMutation.mutate();
        },
      },
    );
  } else {
    // Come back to this page after logging in (the home page is where login lands anyway).
    const here = search ? `${location}?${search}` : location;
    const loginHref =
      location === "/auth" ? here : location === "/home" ? "/auth" : authPathFor(here);
    items.push({ href: loginHref, label: t("app.nav.login") });
  }

  // The same entries in the bar (768px and up) and in the folded menu.
  const entries = items.map((item) => (
    <li key={item.href ?? "logout"}>
      <NavEntry item={item} />
    </li>
  ));

  return (
    <header className="fixed inset-x-0 top-0 z-50 print:hidden border-b border-border bg-card/95 pt-[env(safe-area-inset-top)] backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <nav aria-label={t("app.nav.main")}>
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4">
          <Link
            href="/"
            className="flex min-h-10 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground"
          >
            <CarFront aria-hidden="true" className="size-6 text-primary" />
            FC Rideshare
          </Link>

          <div className="flex items-center gap-1">
            <ul className="hidden items-center gap-1 md:flex">{entries}</ul>

            {language}
            {bell}

            <IconTooltip label={t("app.nav.menu")}>
              <button
                ref={toggleRef}
                type="button"
                className={buttonClasses("ghost", "icon", "md:hidden")}
                aria-expanded={open}
                aria-controls={menuId}
                onClick={() => setOpen((value) => !value)}
              >
                {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
                <span className="sr-only">{t("app.nav.menu")}</span>
              </button>
            </IconTooltip>
          </div>
        </div>

        <div
          ref={menuRef}
          id={menuId}
          hidden={!open}
          className="border-t border-border bg-card px-4 py-2 shadow-md md:hidden"
        >
          <ul className="mx-auto flex max-w-6xl flex-col gap-1">{entries}</ul>
        </div>
      </nav>
    </header>
  );
}
