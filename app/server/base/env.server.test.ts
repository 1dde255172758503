import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives a working demo configuration when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PAYSTACK_API_URL).toBe("https://api.paystack.co");
    expect(env.EMAILJS_API_URL).toBe("https://api.emailjs.com");
    expect(env.INSTAGRAM_API_URL).toBe("https://graph.instagram.com");
    expect(env.PAYSTACK_SECRET_KEY).toBeUndefined();
  });

  it("offers every Paystack channel Nigerian shoppers use and checks unpaid orders on the shop's schedule by default", () => {
    const env = parseEnv({});
    expect(env.PAYSTACK_CHANNELS).toEqual(["card", "bank_transfer", "ussd", "bank"]);
    expect(env.RECONCILE_SCHEDULE_SECONDS).toEqual([60, 300, 900, 3600]);
    expect(env.RECONCILE_EXPIRE_AFTER_SECONDS).toBe(72 * 3600);
    expect(env.RECONCILE_POLL_SECONDS).toBe(15);
    const custom = parseEnv({ PAYSTACK_CHANNELS: " card , ussd ", RECONCILE_SCHEDULE_SECONDS: "1, 2.5" });
    expect(custom.PAYSTACK_CHANNELS).toEqual(["card", "ussd"]);
    expect(custom.RECONCILE_SCHEDULE_SECONDS).toEqual([1, 2.5]);
  });

  it("keeps the embedded database's backups in DATA_DIR/backups unless BACKUP_DIR says otherwise", () => {
    expect(parseEnv({}).BACKUP_DIR).toBe("data/backups");
    expect(parseEnv({ DATA_DIR: "/srv/hazel" }).BACKUP_DIR).toBe("/srv/hazel/backups");
    expect(parseEnv({ DATA_DIR: "/srv/hazel", BACKUP_DIR: "/mnt/usb/hazel" }).BACKUP_DIR).toBe("/mnt/usb/hazel");
  });

  it("sends balance reminders from 09:00 up to 19:00 in Lagos unless REMINDER_DAYTIME says otherwise", () => {
    expect(parseEnv({}).REMINDER_DAYTIME).toEqual({ from: 9, to: 19 });
    expect(parseEnv({ REMINDER_DAYTIME: "8-20" }).REMINDER_DAYTIME).toEqual({ from: 8, to: 20 });
    expect(parseEnv({ REMINDER_DAYTIME: "0-24" }).REMINDER_DAYTIME).toEqual({ from: 0, to: 24 });
  });

  it("keeps EmailJS's one request a second, a tenth over, unless EMAILJS_PACE_SECONDS says otherwise", () => {
    expect(parseEnv({}).EMAILJS_PACE_SECONDS).toBe(1.1);
    expect(parseEnv({ EMAILJS_PACE_SECONDS: "0.1" }).EMAILJS_PACE_SECONDS).toBe(0.1);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ EMAILJS_SERVICE_ID: "" }).EMAILJS_SERVICE_ID).toBeUndefined();
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["EMAILJS_PACE_SECONDS", "0"],
    ["DATABASE_URL", "mysql://x"],
    ["SITE_URL", "localhost"],
    ["PAYSTACK_API_URL", "ftp://api"],
    ["ADMIN_PASSWORD", "short"],
    ["PAYSTACK_CHANNELS", "card,cash"],
    ["PAYSTACK_CHANNELS", " , "],
    ["RECONCILE_SCHEDULE_SECONDS", "60,soon"],
    ["RECONCILE_EXPIRE_AFTER_SECONDS", "-1"],
    ["RECONCILE_POLL_SECONDS", "0"],
  ])("names %s when its value %j is bad", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("requires the Paystack keys together and of the right kind", () => {
    expect(() => parseEnv({ PAYSTACK_SECRET_KEY: "sk_test_abc" })).toThrow(
      /PAYSTACK_PUBLIC_KEY and PAYSTACK_SECRET_KEY/,
    );
    expect(() => parseEnv({ PAYSTACK_PUBLIC_KEY: "sk_test_abc", PAYSTACK_SECRET_KEY: "sk_test_abc" })).toThrow(
      /PAYSTACK_PUBLIC_KEY:/,
    );
    const env = parseEnv({ PAYSTACK_PUBLIC_KEY: "pk_test_abc", PAYSTACK_SECRET_KEY: "sk_test_abc", PORT: "8080" });
    expect(env.PAYSTACK_PUBLIC_KEY).toBe("pk_test_abc");
    expect(env.SITE_URL).toBe("http://localhost:8080");
  });
});

describe("the hostile-input settings", () => {
  it("trust no proxy and multiply limits by 1 by default", () => {
    const env = parseEnv({});
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.RATE_LIMIT_MULTIPLIER).toBe(1);
  });

  it("read a hop count, proxy addresses and a multiplier", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseEnv({ RATE_LIMIT_MULTIPLIER: "50" }).RATE_LIMIT_MULTIPLIER).toBe(50);
  });

  it("listen on every interface unless HOST names one", () => {
    expect(parseEnv({}).HOST).toBeUndefined();
    expect(parseEnv({ HOST: "" }).HOST).toBeUndefined();
    expect(parseEnv({ HOST: "127.0.0.1" }).HOST).toBe("127.0.0.1");
    expect(parseEnv({ HOST: "::1" }).HOST).toBe("::1");
    expect(parseEnv({ HOST: "hazel-1.internal" }).HOST).toBe("hazel-1.internal");
  });

  it.each([
    ["HOST", "http://127.0.0.1"],
    ["HOST", "127.0.0.1:3000"],
    ["HOST", "bad host"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "my-proxy"],
    ["RATE_LIMIT_MULTIPLIER", "0"],
    ["RATE_LIMIT_MULTIPLIER", "lots"],
    ["REMINDER_DAYTIME", "19-9"],
    ["REMINDER_DAYTIME", "9"],
    ["REMINDER_DAYTIME", "9-25"],
  ])("refuse %s=%s naming the variable", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });
});
