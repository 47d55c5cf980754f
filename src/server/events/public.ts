// Events come from the database itself (its triggers, listed in events/event-catalog.ts): a write needs
// do nothing for every instance to hear of it.
export type { AppEvent, EventBus, EventListener } from "./bus.ts";
