// A ride's passenger list as the pages read it: who is on it and the names shown. Kept apart
// from passenger.ts, whose schemas would bring zod into every page that lists passengers.

/** A passenger's shown name: full name, else name, else Discord username, else 'Unknown User'. */
export function displayPassengerName(passenger: {
  user?: { fullName?: string | null; name?: string | null; discordUsername?: string | null } | null;
}): string {
  const user = passenger.user;
  return user?.fullName || user?.name || user?.discordUsername || "Unknown User";
}

export function hasJoined(
  passengers: readonly { userId: number }[],
  userId: number | null,
): boolean {
  return userId !== null && passengers.some((passenger) => passenger.userId === userId);
}
