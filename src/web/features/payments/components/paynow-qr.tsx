import encodeQR from "qr";

/**
 * The SGQR code a banking app scans: the payload drawn as one SVG path, dark on white with the
 * four-module quiet zone the QR standard asks for, in either theme (a scanner needs the contrast).
 * Loaded lazily: only a passenger with something to pay downloads the encoder.
 */
export function PaynowQr({ payload, label }: { payload: string; label: string }) {
  const modules = encodeQR(payload, "raw", { ecc: "medium", border: 4 });
  const size = modules.length;
  let path = "";
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-56 rounded-md bg-white sm:size-64"
      data-testid="paynow-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
