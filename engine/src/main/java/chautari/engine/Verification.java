package chautari.engine;

import java.util.List;

/** What {@link FairThrows#verify} found: every throw of the record checked, and every problem in words. */
public record Verification(String commitment, List<ThrowCheck> checks, List<String> problems) {

    /** The record's n-th throw (counted from 1): its thrower, the text recorded and the text the secret gives. */
    public record ThrowCheck(int n, int seat, String recorded, String derived) {
        public boolean ok() {
            return recorded.equals(derived);
        }
    }

    public Verification {
        checks = List.copyOf(checks);
        problems = List.copyOf(problems);
    }

    public boolean ok() {
        return problems.isEmpty();
    }
}
