export function Footer() {
  return (
    <footer className="border-t border-border px-4 py-6 text-center text-sm text-muted-foreground">
      Vibe coded with{" "}
      <span role="img" aria-label="love">
        ❤️
      </span>{" "}
      for the Forest City community
    </footer>
  );
}
