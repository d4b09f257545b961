// Senators and governors on the device (from the content bundle), looked up by state, for the
// study panels and any later screen that shows officials offline.
import { db } from './database';

export const senatorsOf = (state: string) => db.senators.where('state').equals(state).sortBy('senatorName');
export const governorsOf = (state: string) => db.governors.where('state').equals(state).toArray();
