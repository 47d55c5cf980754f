// The instance's open /api/events streams, indexed by reader and by the ride a page looks at, so
// that an event costs its audience (their streams) and not every stream the instance holds.

/** One open stream: whose it is, the ride its page looks at, and where its frames go. */
export interface Stream {
  userId: number;
  rideId: number | null;
  raw: { write(chunk: string): unknown; end(): unknown };
}

const NONE: ReadonlySet<Stream> = new Set();

function addTo<K>(index: Map<K, Set<Stream>>, key: K, stream: Stream) {
  const streams = index.get(key);
  if (streams) streams.add(stream);
  else index.set(key, new Set([stream]));
}

function deleteFrom<K>(index: Map<K, Set<Stream>>, key: K, stream: Stream) {
  const streams = index.get(key);
  if (!streams) return;
  streams.delete(stream);
  if (streams.size === 0) index.delete(key);
}

export class OpenStreams {
  readonly #byUser = new Map<number, Set<Stream>>();
  readonly #byRide = new Map<number, Set<Stream>>();
  #size = 0;

  get size() {
    return this.#size;
  }

  add(stream: Stream) {
    addTo(this.#byUser, stream.userId, stream);
    if (stream.rideId !== null) addTo(this.#byRide, stream.rideId, stream);
    this.#size += 1;
  }

  /** Takes a closed stream out; closing twice (request and response both end) is harmless. */
  delete(stream: Stream) {
    if (!this.#byUser.get(stream.userId)?.has(stream)) return;
    deleteFrom(this.#byUser, stream.userId, stream);
    if (stream.rideId !== null) deleteFrom(this.#byRide, stream.rideId, stream);
    this.#size -= 1;
  }

  /** The reader's own streams: their tabs and devices. */
  ofUser(userId: number): ReadonlySet<Stream> {
    return this.#byUser.get(userId) ?? NONE;
  }

  /** The streams of these readers, each once. */
  ofUsers(userIds: Iterable<number>): Stream[] {
    return [...new Set(userIds)].flatMap((userId) => [...this.ofUser(userId)]);
  }

  /** The streams of pages looking at the ride, whoever reads them. */
  lookingAt(rideId: number): ReadonlySet<Stream> {
    return this.#byRide.get(rideId) ?? NONE;
  }

  /** Every stream, as a copy: ending one takes it out. */
  all(): Stream[] {
    return [...this.#byUser.values()].flatMap((streams) => [...streams]);
  }
}
