import { ArrowLeft, MessageCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n.ts";

/** The hidden third view of /auth: how to get a password reset. No call is made from here. */
export function ForgotPasswordView({ onBack }: { onBack: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="space-y-4">
      <Button variant="link" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t("account.forgot.back")}
      </Button>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t("account.forgot.title")}
      </h2>
      <div className="flex gap-3 rounded-lg bg-accent p-4 text-sm text-accent-foreground">
        <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-2">
          <p>{t("account.forgot.contact_admin")}</p>
          <p>{t("account.forgot.new_account")}</p>
        </div>
      </div>
      <Button variant="outline" className="w-full" onClick={onBack}>
        {t("account.forgot.return")}
      </Button>
    </div>
  );
}
