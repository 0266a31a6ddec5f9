import { useState, type MouseEvent } from 'react';
import type { Topic } from '../../../shared/content-schema.js';
import { sitePath, type PREMIUM_SUB_ID } from '../../../shared/landing.js';
import { useIslandMessages } from '../island-messages.js';

/**
 * Topics and Guides: the list on the left, the chosen topic on the right. Each topic is a
 * link that renders the choice on the server, so it works with JavaScript off; hydrated,
 * a click switches the panel in place.
 */
export interface TopicsGuideProps {
  topics: Topic[];
  initialId: string;
  /** The landing headline (QS) and `ds`, kept across the no-JavaScript choice links. */
  headline: string;
  subId?: typeof PREMIUM_SUB_ID;
  /** The home page's path in the page's language, where the choice links go. */
  homePath: string;
}

const TOPICS_ANCHOR = 'topics';

export function TopicsGuide({ topics, initialId, headline, subId, homePath }: TopicsGuideProps) {
  const words = useIslandMessages().topics;
  const [selectedId, setSelectedId] = useState(initialId);
  const selected = topics.find((topic) => topic.id === selectedId) ?? topics[0]!;

  const choose = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setSelectedId(id);
  };

  return (
    <div className="topics">
      <ul className="topics__list" aria-label={words.list}>
        {topics.map((topic) => (
          <li key={topic.id}>
            <a
              className="topics__item"
              href={sitePath(homePath, { headline, subId }, [['topic', topic.id]], TOPICS_ANCHOR)}
              aria-current={topic.id === selected.id ? 'true' : undefined}
              aria-controls="topic-panel"
              onClick={choose(topic.id)}
            >
              {topic.title}
            </a>
          </li>
        ))}
      </ul>
      <div className="topics__panel" id="topic-panel" aria-live="polite">
        <h3 className="topics__title">{selected.title}</h3>
        {selected.content.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph.trim()}</p>
        ))}
        {selected.guide && (
          <p>
            <a className="text-link" href={selected.guide}>
              {words.readGuide}
              <span aria-hidden="true"> →</span>
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
