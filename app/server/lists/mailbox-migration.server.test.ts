import { expect, it } from "vitest";
import { bundledMigrations, migrate } from "../db/migrate.server";
import { describeOnBothDatabases } from "../test-data-suite.server";

describeOnBothDatabases("an older shop's lists and welcome codes moved to mailboxes on %s", (suite) => {
  const t = suite.database(bundledMigrations().filter((m) => m.name < "039"));

  it("keeps one membership and one welcome code per mailbox, the one that counts most, leaving the others", async () => {
    await t.db.exec(`
      insert into list_members (list, email, confirmed_at, unsubscribed_at) values
        ('news', 'ada.obi@gmail.com', null, null),
        ('news', 'adaobi+x@googlemail.com', now(), null),
        ('news', 'bola@example.com', now(), null);
      insert into discount_codes (code, kind, value, only_email, welcome_email) values
        ('WELCOMEAAAAAAAAAA', 'percent', 10, 'ada.obi@gmail.com', 'ada.obi@gmail.com'),
        ('WELCOMEBBBBBBBBBB', 'percent', 10, 'adaobi@gmail.com', 'adaobi@gmail.com');
    `);
    await migrate(t.db);
    const members = await t.db.query(
      "select email, mailbox, unsubscribed_at is not null as left from list_members order by id",
    );
    expect(members).toEqual([
      { email: "ada.obi@gmail.com", mailbox: null, left: true },
      { email: "adaobi+x@googlemail.com", mailbox: "adaobi@gmail.com", left: false },
      { email: "bola@example.com", mailbox: "bola@example.com", left: false },
    ]);
    expect(await t.db.query("select code, welcome_mailbox from discount_codes order by id")).toEqual([
      { code: "WELCOMEAAAAAAAAAA", welcome_mailbox: "adaobi@gmail.com" },
      { code: "WELCOMEBBBBBBBBBB", welcome_mailbox: null },
    ]);
  });
});
