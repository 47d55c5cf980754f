export type Direction = "SG->FC" | "FC->SG";
export type RideStatus = "open" | "assigned" | "completed";

/** A drop-off as stored; reads may also meet a plain string (spec section 3). */
export interface DropoffEntry {
  location: string;
  passengerCount: number;
}
