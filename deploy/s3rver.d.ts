// s3rver ships no types; the part of its API the deployment test uses.
declare module "s3rver" {
  type BucketConfig = { name: string; configs: (string | Buffer)[] };
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      directory: string;
      silent?: boolean;
      configureBuckets?: BucketConfig[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
