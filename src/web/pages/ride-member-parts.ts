// What only a ride's own people see on its page: its organizer, its passengers, its driver. It
// loads apart from the page (member-parts.tsx), so a visitor opening a link to a ride never
// downloads it and a signed-in rider only once the page is up; a page drawn for one of the ride's
// people preloads it (server/pages/web-client.ts).
export { CommunicationCard } from "../features/communication/components/communication-card.tsx";
export { CarPositionCard } from "../features/live/components/car-position-card.tsx";
export { SharePositionCard } from "../features/live/components/share-position-card.tsx";
export { RideMessagesCard } from "../features/messages/components/ride-messages-card.tsx";
export { CantMakeItDialog } from "../features/passengers/components/cant-make-it-dialog.tsx";
export { PaymentLine } from "../features/payments/components/payment-line.tsx";
export { PaymentsPanel } from "../features/payments/components/payments-panel.tsx";
export { PushOffer } from "../features/push/components/push-offer.tsx";
export { RateDriverCard } from "../features/ratings/components/rate-driver-card.tsx";
export { JoinedPanel } from "../features/rides/components/joined-panel.tsx";
export { TravelPlanCard } from "../features/travel/components/travel-plan-card.tsx";
