import { Trans } from "@lingui/react";
import { Heart } from "lucide-react";
import { Link } from "wouter";
import { useT } from "../../lib/i18n.ts";

export function Footer() {
  const t = useT();
  // An icon, not the emoji: it looks the same everywhere and needs no emoji font lookup.
  const heart = (
    <Heart
      role="img"
      aria-label={t("app.footer.love")}
      className="inline size-4 fill-red-500 align-[-0.125em] text-red-500"
    />
  );
  return (
    <footer className="border-t border-border px-4 print:hidden py-6 text-center text-sm text-muted-foreground">
      <p>
        <Trans id="app.footer.made_with" components={{ 0: heart }} />
      </p>
      <p className="mt-2">
        <Link href="/privacy" className="underline underline-offset-4">
          {t("app.footer.privacy")}
        </Link>
      </p>
    </footer>
  );
}
