/** A handler's answer serialized beforehand (once for many requests): the REST adapter sends it as it is, as JSON. */
export class JsonText {
  constructor(readonly text: string) {}
}
