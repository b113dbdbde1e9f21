/** mailto: and tel: links hand the address to the mail or phone app: they open in place, never in a new tab. */
export const opensInPlace = (href: string | undefined): boolean => /^(mailto|tel):/i.test(href ?? '');
