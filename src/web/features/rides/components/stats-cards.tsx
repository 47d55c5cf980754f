import { CarFront, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useStats } from "../api/get-stats.ts";

function StatCard({ label, value, icon }: { label: string; value?: number; icon: ReactNode }) {
  return (
    <Card className="flex items-center gap-3 p-4 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl leading-tight font-bold tabular-nums">
          {value ?? <span className="text-muted-foreground">–</span>}
        </p>
      </div>
    </Card>
  );
}

/** Total rides and total users. */
export function StatsCards() {
  const t = useT();
  const { data } = useStats();
  return (
    <section aria-label={t("app.stats.label")} className="grid grid-cols-2 gap-3 sm:gap-4">
      <StatCard
        label={t("app.stats.rides")}
        value={data?.totalRides}
        icon={<CarFront aria-hidden="true" />}
      />
      <StatCard
        label={t("app.stats.users")}
        value={data?.totalUsers}
        icon={<Users aria-hidden="true" />}
      />
    </section>
  );
}
