// Evaluates React's server renderer (and so creates its module-level TextEncoder) between
// ./open.ts and ./close.ts. A module of its own because a module's own imports all run
// before its body: only as three sibling imports do the three steps run in order.
import 'react-dom/server';
