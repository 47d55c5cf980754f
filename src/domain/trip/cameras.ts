// The checkpoint cameras riders look at before the crossing (LTA's traffic images, by camera id).
import type { Checkpoint } from "../planner/border-profile.ts";

export const CHECKPOINT_CAMERAS: readonly { id: string; checkpoint: Checkpoint; name: string }[] = [
  { id: "2701", checkpoint: "Woodlands", name: "Woodlands Causeway (towards Johor)" },
  { id: "2702", checkpoint: "Woodlands", name: "Woodlands Checkpoint" },
  { id: "4703", checkpoint: "Tuas", name: "Tuas Second Link" },
  { id: "4713", checkpoint: "Tuas", name: "Tuas Checkpoint" },
];
