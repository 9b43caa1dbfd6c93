/** A back-office record with the version an edit must be made on (raised by every saved change). */
export interface Versioned<T> {
  record: T;
  version: number;
}
