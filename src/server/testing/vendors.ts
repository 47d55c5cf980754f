import type { FastifyInstance } from "fastify";
import { registerUser } from "./users.ts";

let counter = 0;

/** A registered vendor with its company and driver details, and its session cookie. */
export function registerVendor(app: FastifyInstance) {
  counter += 1;
  return registerUser(app, {
    isVendor: true,
    companyName: `Border Cars ${counter}`,
    driverDetails: {
      name: `Driver ${counter}`,
      contact: "+60123456789",
      carNumber: `JHB ${counter}`,
    },
  });
}
