// Replaced by the social links / contacts work.
export function SocialLinksCard() { return null; }
