/** Rows an admin list answers when no limit is asked. */
export const ADMIN_LIST_DEFAULT = 100;
