import { createECDH } from "node:crypto";
import { addDays, singaporeDay } from "../../domain/ride/ride-search.ts";
import { crossingRules } from "./crossing-rules.ts";
import { newRideBody } from "./rides.ts";
import { WORLD_PASSWORD, type World } from "./security-world.ts";
import { newUserBody } from "./users.ts";

// A valid body for every route that takes one, and who sends it. A route with a body schema and
// no entry here fails the suite.
export const VALID_BODIES: Record<
  string,
  (w: World) => { body: object; caller: keyof World | null }
> = {
  "POST /api/register": () => ({
    body: {
      ...newUserBody(),
      companyName: "C",
      driverDetails: { name: "D", contact: "+60", carNumber: "J 1" },
    },
    caller: null,
  }),
  "POST /api/login": (w) => ({
    body: { discordUsername: w.rider.discordUsername, password: WORLD_PASSWORD },
    caller: null,
  }),
  "POST /api/reset-password": () => ({
    body: { currentPassword: WORLD_PASSWORD, newPassword: "another secret" },
    caller: "rider",
  }),
  // The world's one admin: a valid deletion the last-admin rule refuses, so no provoker that
  // gets past the hooks deletes anyone.
  "DELETE /api/me": () => ({ body: { password: WORLD_PASSWORD }, caller: "admin" }),
  "POST /api/request-password-reset": (w) => ({
    body: { discordUsername: w.rider.discordUsername },
    caller: null,
  }),
  "POST /api/admin/reset-user-password": (w) => ({
    body: { discordUsername: w.otherRider.discordUsername, newPassword: "another secret" },
    caller: "admin",
  }),
  "POST /api/admin/password-reset-tokens": (w) => ({
    body: { discordUsername: w.otherRider.discordUsername },
    caller: "admin",
  }),
  "POST /api/complete-password-reset": () => ({
    body: { token: "some-token", newPassword: "another secret" },
    caller: null,
  }),
  "POST /api/push/subscriptions": () => ({
    body: {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      keys: { p256dh: createECDH("prime256v1").generateKeys("base64url"), auth: "A".repeat(22) },
    },
    caller: "rider",
  }),
  "DELETE /api/push/subscriptions": () => ({
    body: { endpoint: "https://fcm.googleapis.com/fcm/send/abc" },
    caller: "rider",
  }),
  "PUT /api/push/preferences": () => ({ body: { push: { joined: false } }, caller: "rider" }),
  "POST /api/notifications/read": () => ({ body: { ids: [1] }, caller: "rider" }),
  "PATCH /api/users/:id": () => ({
    body: {
      name: "N",
      whatsappNumber: "W",
      malaysianNumber: "M",
      revolutUsername: "R",
      paynowProxy: "91234567",
      paynowName: "N",
    },
    caller: "creator",
  }),
  "POST /api/rides": () => {
    const ride = newRideBody();
    const repeat = { weekdays: [1], until: addDays(singaporeDay(ride.date), 7) };
    return { body: { ...ride, repeat }, caller: "rider" };
  },
  "PATCH /api/rides/:id": () => ({ body: newRideBody({ direction: "FC->SG" }), caller: "creator" }),
  "POST /api/rides/:id/position": () => ({
    body: { lat: 1.3331, lng: 103.7422, accuracy: 10 },
    caller: "vendor",
  }),
  "POST /api/rides/:id/crossing": () => ({
    body: { event: "arrived", checkpoint: "Tuas" },
    caller: "creator",
  }),
  "POST /api/rides/:id/join": () => ({
    body: { passengerCount: 1, dropoffLocation: "Bedok", rideId: 1 },
    caller: "otherRider",
  }),
  "POST /api/rides/:id/waitlist": () => ({
    body: { passengerCount: 1, dropoffLocation: "Bedok" },
    caller: "otherRider",
  }),
  "PATCH /api/rides/:id/passengers/:passengerId/payment": () => ({
    body: { paidCents: 1000 },
    caller: "creator",
  }),
  "PATCH /api/rides/:id/passengers/:passengerId/sequence": () => ({
    body: { sequence: 1 },
    caller: "creator",
  }),
  "PATCH /api/rides/:id/passengers/:passengerId/boarding": () => ({
    body: { state: "boarded" },
    caller: "creator",
  }),
  "POST /api/rides/:id/checkin": () => ({ body: { state: "here" }, caller: "passenger" }),
  "PATCH /api/rides/:id/stopMinutes": () => ({ body: { minutes: 12 }, caller: "creator" }),
  "POST /api/admin/vendors/:id/verify": () => ({
    body: {
      licenceType: "cross_border_taxi",
      licenceNumber: "CBT-1",
      registration: "MY",
      permitExpires: "2099-12-31",
      plate: "JHB 1234",
    },
    caller: "admin",
  }),
  // Today's rules, each also listing its designated drop-off point (kept, though drop-offs are
  // anywhere), so every field of a point is in the body.
  "PUT /api/admin/crossing-rules": () => ({
    body: {
      rules: crossingRules().map((rule) => ({
        ...rule,
        dropoffPoints: structuredClone(rule.pickupPoints),
      })),
    },
    caller: "admin",
  }),
  "POST /api/rides/:id/rating": () => ({
    body: { stars: 5, punctuality: 4, car: 5, conduct: 5, text: "On time" },
    caller: "creator",
  }),
  "POST /api/ratings/:id/reply": () => ({ body: { text: "Thank you" }, caller: "vendor" }),
  "POST /api/ratings/:id/report": () => ({ body: { reason: "Abusive" }, caller: "vendor" }),
  "DELETE /api/rides/:id": () => ({ body: { reason: "Plans changed" }, caller: "creator" }),
  "PATCH /api/ride-series/:id": () => ({
    body: { ...newRideBody({ direction: "FC->SG" }), from: 1 },
    caller: "creator",
  }),
  "DELETE /api/ride-series/:id": () => ({ body: { from: 1 }, caller: "creator" }),
  "POST /api/rides/:id/messages": () => ({ body: { text: "At exit B" }, caller: "creator" }),
  "PUT /api/rides/:id/groupLink": () => ({
    body: { url: "https://chat.whatsapp.com/AbC123" },
    caller: "creator",
  }),
  "POST /api/alerts": () => ({
    body: { direction: "SG->FC", days: [5], from: "17:00", to: "21:00", startDate: "2030-01-01" },
    caller: "rider",
  }),
  "DELETE /api/rides/:id/passengers/:passengerId": () => ({
    body: { reason: "Plans changed" },
    caller: "creator",
  }),
};
