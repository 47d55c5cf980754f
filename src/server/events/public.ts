// Events come from the database itself (migration 0007_events_from_triggers): a write needs do
// nothing for every instance to hear of it.
export type { AppEvent, EventBus, EventListener } from "./bus.ts";
