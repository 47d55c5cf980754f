// What only a ride's own people see on its page (ride-member-parts.ts), loaded once: beside the
// ride for a signed-in reader (ride-detail-page.tsx), and before a ride's page drawn for one of
// its people is hydrated (router.tsx). A part has no Suspense boundary of its own: one may
// hydrate in a later pass than the page's, and a tap held until the page was hydrated
// (held-taps.ts) would land on a button not yet hydrated and be lost. The ride page's first
// render with its ride is deferred, so a part still on its way keeps the spinner a moment longer.
// Their texts come with them (MEMBER_PART_AREAS).
import { type ComponentProps, type ComponentType, use } from "react";
import { MEMBER_PART_AREAS } from "../../domain/i18n/areas.ts";
import { loadPageAreas } from "../lib/i18n.ts";
import { readable } from "../lib/readable-promise.ts";

type Parts = typeof import("./ride-member-parts.ts");

let loading: Promise<Parts> | undefined;
export const loadMemberParts = () => {
  loading ??= readable(
    Promise.all([import("./ride-member-parts.ts"), loadPageAreas(MEMBER_PART_AREAS)]).then(
      ([parts]) => parts,
    ),
  );
  return loading;
};

/** One of the parts, drawn at once when they are in. */
export function memberPart<Name extends keyof Parts>(name: Name) {
  type Props = ComponentProps<Parts[Name]> & object;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as `lazy` makes its components.
  return function MemberPart(props: Props) {
    const Part = use(loadMemberParts())[name] as ComponentType<Props>;
    return <Part {...props} />;
  };
}
