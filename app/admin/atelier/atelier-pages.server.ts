// The owner's atelier page: how many made-to-order pieces it finishes a week, and the weeks ahead.
import { data, redirect } from "react-router";
import { lagosToday, weekStart } from "~/lib/lagos-clock";
import type { Db } from "~/server/db/db.server";
import { readCapacity, saveCapacity } from "~/server/atelier/store.server";
import { forgetQueueFacts } from "~/server/atelier/queue.server";
import { bookedWeeks } from "~/server/atelier/queue-weeks.server";
import { queueWeeks } from "./queue-weeks";
import { readAdminForm } from "../shared/admin-form.server";
import { readCapacityForm, type CapacityValues } from "./capacity-form";

/** The capacity's form as stored, and the six weeks it is measured against. */
export async function atelierView(db: Db, url: URL) {
  const today = lagosToday();
  const capacity = await readCapacity(db);
  const weeks = queueWeeks(capacity, await bookedWeeks(db, weekStart(today)), today);
  const values: CapacityValues = { weekly: String(capacity.weekly), express: String(capacity.express) };
  return { values, weeks, saved: url.searchParams.get("done") === "saved" };
}

/** Saved: the page again, said so; refused: the form as typed with each field's message, nothing saved. */
export async function saveCapacityAction(db: Db, request: Request) {
  const form = await readAdminForm(request);
  if (!form.ok) return data({ values: undefined, errors: { form: form.message } }, { status: form.status });
  const values = { weekly: form.fields.get("weekly") ?? "", express: form.fields.get("express") ?? "" };
  const read = readCapacityForm(values);
  if (!read.ok) return data({ values, errors: read.errors as Record<string, string> }, { status: 400 });
  await saveCapacity(db, read.capacity);
  forgetQueueFacts();
  return redirect("/admin/atelier?done=saved", 303);
}
