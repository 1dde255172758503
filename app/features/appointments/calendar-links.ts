import { site } from "~/config/site";

/** An appointment as a calendar holds it. */
export interface CalendarEvent {
  /** Unique and stable for this appointment, e.g. "appointment-12@hazel.example". */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  /** Her appointment's page. */
  url: string;
}

/** The atelier's street address in one line, from the shop's contact settings. */
export function atelierAddress(): string {
  const { street, city, region, countryName } = site.contact.address;
  return [street, city, region, countryName].join(", ");
}

/** A map search for the atelier's address (Google Maps' documented search link). */
export const atelierMapLink = (): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(atelierAddress())}`;

/** "20261201T101500Z": an instant in UTC as iCalendar and Google Calendar write it. */
const utcStamp = (at: Date): string => `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** A TEXT value escaped as RFC 5545 asks: backslash, semicolon, comma and newline. */
const icsText = (text: string): string =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** A content line folded at 75 octets (RFC 5545 3.1), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = new TextEncoder().encode(char).length;
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** The appointment as an iCalendar file (one VEVENT, times in UTC), lines ended CRLF. */
export function appointmentIcs(event: CalendarEvent, now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${site.brand}//Appointments//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** Google Calendar's page for a new event, filled in with the appointment. */
export function googleCalendarLink(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.summary,
    dates: `${utcStamp(event.startsAt)}/${utcStamp(event.endsAt)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
