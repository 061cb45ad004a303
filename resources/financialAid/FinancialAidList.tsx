/** Placeholder until the screen lands. */
const Screen = () => null;
export default Screen;
