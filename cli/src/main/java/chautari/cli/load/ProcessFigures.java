package chautari.cli.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** What a process holds and has spent, read from /proc and from {@code jcmd}: -1 for what cannot be read. */
final class ProcessFigures {
    private static final Pattern USED = Pattern.compile("used (\\d+)([KMG])");

    private ProcessFigures() {
    }

    /** A line of /proc/PID/status in KiB: VmRSS (resident now) or VmHWM (the peak). */
    static long statusKiB(long pid, String key) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status"))) {
                if (line.startsWith(key + ":")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }

    /** User and system CPU time of the process so far in milliseconds, from /proc/PID/stat (at 100 ticks a second). */
    static long cpuMillis(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The machine's load averages over 1, 5 and 15 minutes, as /proc/loadavg has them. */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    static long openFiles(long pid) {
        try (Stream<Path> fds = Files.list(Path.of("/proc", String.valueOf(pid), "fd"))) {
            return fds.count();
        } catch (IOException e) {
            return -1;
        }
    }

    /** The Java heap in use in KiB, by {@code jcmd PID GC.heap_info}; after a full collection when {@code collectFirst}. */
    static long heapUsedKiB(long pid, boolean collectFirst) {
        if (collectFirst) {
            jcmd(pid, "GC.run");
        }
        Matcher m = USED.matcher(jcmd(pid, "GC.heap_info"));
        if (!m.find()) {
            return -1;
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "G" -> n * 1024 * 1024;
            case "M" -> n * 1024;
            default -> n;
        };
    }

    private static String jcmd(long pid, String command) {
        Path java = Path.of(ServerProcess.javaExecutable());
        Path jcmd = java.resolveSibling("jcmd");
        try {
            Process p = new ProcessBuilder(jcmd.toString(), String.valueOf(pid), command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor(60, TimeUnit.SECONDS);
            return out;
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
