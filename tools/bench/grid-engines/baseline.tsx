import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { markReady } from './common';

function App() {
  useEffect(markReady, []);
  return <div className="bench-grid">baseline</div>;
}
createRoot(document.getElementById('root')!).render(<App />);
