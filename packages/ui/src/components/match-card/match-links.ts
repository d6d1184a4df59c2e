/** Spec §9: the score (0 to 1) as a whole percentage. */
function matchPercent(score: number): number {
  return Math.round(score * 100);
}

/**
 * A mailto: link with the subject and greeting filled in. encodeURIComponent, not
 * URLSearchParams: mail clients read '+' literally instead of as a space.
 */
function mailtoHref(email: string, { subject, body }: { subject: string; body: string }): string {
  return `mailto:${email.trim()}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export { mailtoHref, matchPercent };
