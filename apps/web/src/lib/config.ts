/**
 * Where "register" leads. New dealers are onboarded by the manufacturer's support team; a
 * deployment may point this at a sign-up page instead (VITE_REGISTER_URL at build time).
 */
export const REGISTER_URL: string =
  import.meta.env.VITE_REGISTER_URL || 'mailto:support@atelier.example';
