import { Heart } from "lucide-react";

export function Footer() {
  return (
    <footer className="border-t border-border px-4 py-6 text-center text-sm text-muted-foreground">
      Vibe coded with{" "}
      {/* An icon, not the emoji: it looks the same everywhere and needs no emoji font lookup. */}
      <Heart
        role="img"
        aria-label="love"
        className="inline size-4 fill-red-500 align-[-0.125em] text-red-500"
      />{" "}
      for the Forest City community
    </footer>
  );
}
