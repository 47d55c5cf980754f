/**
 * `promise`, marked the way `use` reads a promise once it is fulfilled: what it holds is
 * drawn at once, without suspending, when it is already in.
 */
export function readable<T>(promise: Promise<T>): Promise<T> {
  void promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    () => {},
  );
  return promise;
}
