import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("uses the documented defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "production",
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      baseUrl: "http://localhost:3000",
      publicUrl: undefined,
      authSecret: undefined,
      google: undefined,
      admin: undefined,
      seedDemo: true,
      authRateLimit: 10,
      logLevel: "info",
    });
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining(["http://localhost:3000", "http://127.0.0.1:3000"]),
    );
    expect(path.isAbsolute(config.webDist)).toBe(true);
    expect(config.webDist.endsWith(path.join("web", "dist"))).toBe(true);
  });

  it("treats empty values as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", ADMIN_EMAIL: " ", ADMIN_PASSWORD: "" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it("trusts both loopback names and a LAN host by default", () => {
    const config = loadConfig({ PORT: "8080", HOST: "192.168.1.5" });
    expect(config.baseUrl).toBe("http://localhost:8080");
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining([
        "http://localhost:8080",
        "http://127.0.0.1:8080",
        "http://192.168.1.5:8080",
      ]),
    );
    expect(loadConfig({ HOST: "0.0.0.0" }).trustedOrigins).not.toContain("http://0.0.0.0:3000");
  });

  it("trusts only BASE_URL's origin when it is set", () => {
    const config = loadConfig({ BASE_URL: "https://bechedaw.example/shop" });
    expect(config.baseUrl).toBe("https://bechedaw.example/shop");
    expect(config.trustedOrigins).toEqual(["https://bechedaw.example"]);
    expect(loadConfig({ BASE_URL: "https://bechedaw.example/" }).publicUrl).toBe(
      "https://bechedaw.example",
    );
  });

  it.each(["abc", "70000", "-1", "3.5"])("stops on PORT=%j naming PORT", (port) => {
    expect(configError({ PORT: port }).message).toMatch(/\bPORT\b/);
  });

  it.each(["mysql://db.example/shop", "not a url", "http://db.example/shop"])(
    "stops on DATABASE_URL=%j naming DATABASE_URL",
    (url) => {
      expect(configError({ DATABASE_URL: url }).message).toContain("DATABASE_URL");
    },
  );

  it("accepts postgres:// and postgresql:// URLs", () => {
    for (const url of ["postgres://u:p@db:5432/shop", "postgresql://db/shop"]) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it.each(["not-an-email", "admin@", "@example.com"])(
    "stops on ADMIN_EMAIL=%j naming ADMIN_EMAIL",
    (email) => {
      const message = configError({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "long-enough" }).message;
      expect(message).toContain("ADMIN_EMAIL");
    },
  );

  it("rejects ADMIN_EMAIL without ADMIN_PASSWORD, and the reverse", () => {
    expect(configError({ ADMIN_EMAIL: "boss@example.com" }).message).toContain("ADMIN_PASSWORD");
    expect(configError({ ADMIN_PASSWORD: "long-enough" }).message).toContain("ADMIN_EMAIL");
  });

  it("rejects an ADMIN_PASSWORD shorter than 8 characters", () => {
    const error = configError({ ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "short" });
    expect(error.message).toContain("ADMIN_PASSWORD");
  });

  it("lower-cases the admin email", () => {
    const config = loadConfig({ ADMIN_EMAIL: "Boss@Example.COM", ADMIN_PASSWORD: "long-enough" });
    expect(config.admin).toEqual({ email: "boss@example.com", password: "long-enough" });
  });

  it("rejects a short AUTH_SECRET", () => {
    expect(configError({ AUTH_SECRET: "too-short" }).message).toContain("AUTH_SECRET");
  });

  it("needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together, with Google's discovery URL by default", () => {
    expect(configError({ GOOGLE_CLIENT_ID: "id" }).message).toContain("GOOGLE_CLIENT_SECRET");
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }).google).toEqual({
      clientId: "id",
      clientSecret: "secret",
      discoveryUrl: "https://accounts.google.com/.well-known/openid-configuration",
    });
  });

  describe("SEED_DEMO", () => {
    it("is on by default with the embedded database", () => {
      expect(loadConfig({}).seedDemo).toBe(true);
    });

    it("is off by default with DATABASE_URL", () => {
      expect(loadConfig({ DATABASE_URL: "postgres://db/shop" }).seedDemo).toBe(false);
    });

    it("is off by default on an address others can reach", () => {
      expect(loadConfig({ HOST: "0.0.0.0" }).seedDemo).toBe(false);
      expect(loadConfig({ HOST: "192.168.1.20" }).seedDemo).toBe(false);
      expect(loadConfig({ HOST: "localhost" }).seedDemo).toBe(true);
      expect(loadConfig({ HOST: "127.0.0.2" }).seedDemo).toBe(true);
      expect(loadConfig({ HOST: "::1" }).seedDemo).toBe(true);
    });

    it("is off by default with NODE_ENV=production or a configured admin", () => {
      expect(loadConfig({ NODE_ENV: "production" }).seedDemo).toBe(false);
      expect(
        loadConfig({ ADMIN_EMAIL: "boss@shop.test", ADMIN_PASSWORD: "boss-password" }).seedDemo,
      ).toBe(false);
    });

    it("is on anywhere when asked for explicitly", () => {
      expect(loadConfig({ HOST: "0.0.0.0", NODE_ENV: "production", SEED_DEMO: "1" }).seedDemo).toBe(
        true,
      );
    });

    it("follows an explicit value either way", () => {
      expect(loadConfig({ DATABASE_URL: "postgres://db/shop", SEED_DEMO: "yes" }).seedDemo).toBe(
        true,
      );
      expect(loadConfig({ SEED_DEMO: "off" }).seedDemo).toBe(false);
      expect(loadConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
    });

    it("stops on a value that is not a yes or no, naming SEED_DEMO", () => {
      expect(configError({ SEED_DEMO: "maybe" }).message).toContain("SEED_DEMO");
    });
  });

  describe("TRUST_PROXY", () => {
    it("trusts no proxy by default", () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    });

    it("takes a hop count or addresses and CIDR ranges", () => {
      expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8, ::1" }).trustProxy).toEqual([
        "127.0.0.1",
        "10.0.0.0/8",
        "::1",
      ]);
    });

    it.each(["true", "nginx", "10.0.0.0/33", "1.2.3"])(
      "refuses %j, naming TRUST_PROXY",
      (value) => {
        expect(configError({ TRUST_PROXY: value }).message).toContain("TRUST_PROXY");
      },
    );
  });

  describe("REDIS_URL", () => {
    it("is off by default and when empty", () => {
      expect(loadConfig({}).redisUrl).toBeUndefined();
      expect(loadConfig({ REDIS_URL: " " }).redisUrl).toBeUndefined();
    });

    it("accepts redis:// and rediss:// URLs", () => {
      for (const url of ["redis://127.0.0.1:6379", "rediss://:secret@cache.example:6380/2"]) {
        expect(loadConfig({ REDIS_URL: url }).redisUrl).toBe(url);
      }
    });

    it.each(["postgres://db/shop", "http://cache.example", "127.0.0.1:6379", "not a url"])(
      "refuses %j, naming REDIS_URL",
      (value) => {
        expect(configError({ REDIS_URL: value }).message).toContain("REDIS_URL");
      },
    );
  });

  describe("METRICS_TOKEN", () => {
    it("is off by default and when empty", () => {
      expect(loadConfig({}).metricsToken).toBeUndefined();
      expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    });

    it("takes a token of 16 characters or more", () => {
      const token = "a-long-scrape-token-2026";
      expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    });

    it("refuses a short token, naming METRICS_TOKEN", () => {
      expect(configError({ METRICS_TOKEN: "short" }).message).toContain("METRICS_TOKEN");
    });
  });

  describe("photos in object storage (S3_*)", () => {
    it("keeps photos in the data folder without S3_BUCKET", () => {
      expect(loadConfig({}).s3).toBeUndefined();
      expect(loadConfig({ S3_BUCKET: " " }).s3).toBeUndefined();
    });

    it("uses AWS's defaults for a bare bucket: us-east-1, virtual-hosted, the SDK's credentials", () => {
      expect(loadConfig({ S3_BUCKET: "bechedaw-photos" }).s3).toEqual({
        bucket: "bechedaw-photos",
        region: "us-east-1",
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
        publicUrl: undefined,
      });
    });

    it("reads every setting, path-style by default with an endpoint", () => {
      const s3 = loadConfig({
        S3_BUCKET: "photos",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "auto",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_PUBLIC_URL: "https://photos.example.com/public/",
      }).s3;
      expect(s3).toEqual({
        bucket: "photos",
        region: "auto",
        endpoint: "http://127.0.0.1:9000",
        forcePathStyle: true,
        credentials: { accessKeyId: "key", secretAccessKey: "secret" },
        publicUrl: "https://photos.example.com/public",
      });
      const virtualHosted = { S3_BUCKET: "photos", S3_ENDPOINT: "https://r2.example.com" };
      expect(loadConfig({ ...virtualHosted, S3_FORCE_PATH_STYLE: "0" }).s3?.forcePathStyle).toBe(
        false,
      );
      expect(loadConfig({ S3_BUCKET: "photos", S3_FORCE_PATH_STYLE: "1" }).s3?.forcePathStyle).toBe(
        true,
      );
    });

    it.each([
      ["S3_BUCKET", { S3_BUCKET: "Photos_Bucket" }],
      ["S3_BUCKET", { S3_BUCKET: "ab" }],
      ["S3_ENDPOINT", { S3_BUCKET: "photos", S3_ENDPOINT: "ftp://files.example.com" }],
      ["S3_FORCE_PATH_STYLE", { S3_BUCKET: "photos", S3_FORCE_PATH_STYLE: "maybe" }],
      ["S3_PUBLIC_URL", { S3_BUCKET: "photos", S3_PUBLIC_URL: "photos.example.com" }],
      ["S3_PUBLIC_URL", { S3_BUCKET: "photos", S3_PUBLIC_URL: "https://cdn.example.com/?v=1" }],
    ])("refuses a bad %s, naming it", (name, env) => {
      expect(configError(env).message).toContain(name);
    });

    it("wants both keys or neither", () => {
      const message = configError({ S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "key" }).message;
      expect(message).toContain("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
    });

    it("refuses S3 settings without S3_BUCKET instead of quietly using the data folder", () => {
      const message = configError({
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_PUBLIC_URL: "https://cdn.example.com",
      }).message;
      expect(message).toContain("S3_BUCKET must be set to use S3_ENDPOINT, S3_PUBLIC_URL");
    });
  });
});
