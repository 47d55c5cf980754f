// What other features may ask of the planner.
import { planCrossing } from "../../domain/planner/planner.ts";
import type { Direction } from "../../domain/ride/ride.ts";
import { holidayOf } from "./holidays.ts";

/** The typical crossing for a departure (the reminders quote it). */
export const crossingFor = (direction: Direction, date: Date) =>
  planCrossing(direction, date, holidayOf);
