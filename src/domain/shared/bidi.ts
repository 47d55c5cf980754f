// Direction controls turn the text after them around where it is shown: "‮gnp.exe" reads as
// "exe.png", and a name can flip the sentence it is put in. Free text (names, places, messages,
// reasons) is kept without them, on the client and the server alike (the schemas strip them).

/** LRM, RLM and ALM; the embeddings and overrides U+202A–U+202E; the isolates U+2066–U+2069. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, "");
