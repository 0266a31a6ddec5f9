import { parser } from '@prometheus-io/lezer-promql';

/**
 * PromQL read with Prometheus's own grammar (@prometheus-io/lezer-promql, the parser behind
 * the Prometheus UI's editor). The parser recovers from errors, so a typo shows up as error
 * nodes in the tree rather than an exception: they are collected here.
 */

export interface ParsedPromQL {
  /** Each syntax error with the text around it; empty when the expression parses. */
  errors: string[];
  /** Every metric name a selector in the expression reads (`name{…}` or `{__name__="name"}`). */
  metricNames: string[];
}

export function parsePromQL(expr: string): ParsedPromQL {
  const errors: string[] = [];
  const names = new Set<string>();
  const text = (from: number, to: number) => expr.slice(from, to);
  parser.parse(expr).iterate({
    enter(node) {
      if (node.type.isError) {
        errors.push(`syntax error at ${node.from}: …${text(Math.max(0, node.from - 20), node.from)}⚠${text(node.from, node.from + 20)}…`);
      }
      if (node.name === 'VectorSelector') {
        const identifier = node.node.getChild('Identifier');
        if (identifier) names.add(text(identifier.from, identifier.to));
        for (const matcher of node.node.getChild('LabelMatchers')?.getChildren('UnquotedLabelMatcher') ?? []) {
          const label = matcher.getChild('LabelName');
          const value = matcher.getChild('StringLiteral');
          if (label && value && text(label.from, label.to) === '__name__') names.add(JSON.parse(text(value.from, value.to)) as string);
        }
      }
    },
  });
  return { errors, metricNames: [...names] };
}

/** Sample names in a Prometheus text exposition (histograms appear as _bucket, _sum and _count). */
export function sampleNames(exposition: string): Set<string> {
  return new Set(
    exposition
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)![0]),
  );
}
