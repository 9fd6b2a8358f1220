/** The role a user has: stored admin, or admin because the email is listed in ADMIN_EMAILS. */
export function parseAdminEmails(list: string): Set<string> {
  return new Set(
    list
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function effectiveRole(email: string, stored: 'user' | 'admin', admins: Set<string>): 'user' | 'admin' {
  return stored === 'admin' || admins.has(email.toLowerCase()) ? 'admin' : 'user';
}
