// Replaced by the social links / contacts work.
export function ContactsCard() { return null; }
