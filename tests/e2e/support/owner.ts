/** The account the e2e setup registers first, which makes it the admin. */
export const OWNER = { email: 'eigenaar@wandplanner.test', password: 'planner-eigenaar-2026' };
