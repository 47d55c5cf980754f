// Events come from the database itself (its triggers, listed in catalog.ts): a write needs do
// nothing for every instance to hear of it.
export type { AppEvent, EventBus, EventListener } from "./bus.ts";
export { type EventName, type EventOn, tablesOf } from "./catalog.ts";
export { listenForEvents } from "./listen.ts";
