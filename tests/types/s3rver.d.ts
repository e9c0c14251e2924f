// s3rver ships no types; the part the tests use (tests/s3.ts).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type Options = {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: string[] }[];
  };

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
