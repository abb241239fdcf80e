/** The signed-in member, as GET /console/api/me answers. */
export interface Me {
  id: string;
  account_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: 'admin' | 'editor';
  /** An editor's websites; null for an admin. */
  website_ids: string[] | null;
  csrf_token: string;
}

/** What every screen is drawn with. */
export interface ScreenProps {
  me: Me;
  /** The website of a website's screen. */
  websiteId: string;
}
