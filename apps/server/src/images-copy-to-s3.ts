// `npm run images:copy-to-s3`: copies the photos of DATA_DIR/images into the bucket of the
// S3_* settings (docs/decisions/033-object-storage.md), before a server starts with S3_BUCKET.
// Run it again at any time: files already there with the same size are skipped.
import path from "node:path";
import { ConfigError, loadConfig } from "./config";
import { copyImageFiles } from "./modules/images/images.copy";
import { createS3ImageStorage } from "./modules/images/images.s3-storage";
import { createLocalImageStorage } from "./modules/images/images.storage";

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    console.error("Set S3_BUCKET (and the other S3_* settings) to the bucket to copy into.");
    return 2;
  }
  const folder = path.join(config.dataDir, "images");
  console.log(`Copying the photos of ${folder} to the bucket ${config.s3.bucket}…`);
  const result = await copyImageFiles(
    createLocalImageStorage(folder),
    createS3ImageStorage(config.s3),
    {
      onError: (name, error) =>
        console.error(`failed: ${name}: ${error instanceof Error ? error.message : String(error)}`),
    },
  );
  console.log(
    `copied ${result.copied}, skipped ${result.skipped} (already there), failed ${result.failed}` +
      (result.ignored > 0 ? `; ${result.ignored} files that are not photos left alone` : ""),
  );
  return result.failed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A bad setting, or the bucket out of reach before anything was copied.
    if (error instanceof ConfigError) console.error(error.message);
    else if (error instanceof Error) console.error(`copy stopped: ${error.name}: ${error.message}`);
    else console.error("copy stopped:", error);
    process.exitCode = 1;
  },
);
