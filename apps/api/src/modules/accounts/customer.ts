/** The signed-in customer as `app.authenticate` puts it on the request. */
export interface Customer {
  id: string;
  email: string;
  /** The session (refresh-token family) of the access token used. */
  sessionId: string;
}
