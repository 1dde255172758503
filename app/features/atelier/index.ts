// The atelier's queue: the capacity a week, the weeks' bookings, the first week with room and the
// promise it gives an order placed today.
export { queuePlace, scheduleOf, withPlace, type Capacity, type QueueFacts, type WeekLoad } from "./queue";
