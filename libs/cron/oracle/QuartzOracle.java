import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.text.ParseException;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Date;
import java.util.TimeZone;
import org.quartz.CronExpression;

/**
 * The real Quartz as the cron engine's oracle. Reads one case per line on stdin,
 *
 *   expression TAB timeZone TAB fromEpochMillis TAB count
 *
 * (in the expression a backslash, tab and line feed are written \\, \t and \n) *
 * and writes one line per case on stdout:
 *
 *   valid TAB fireTime,fireTime,...   (ISO 8601 with the zone's offset; fewer when the schedule ends)
 *   invalid TAB Quartz's ParseException message
 *   throws TAB exception class TAB fire times before it (Quartz accepts the expression, getTimeAfter throws)
 *   hangs TAB TAB fire times before it  (getTimeAfter still searching after 2 s: some `W` days loop forever)
 *
 * Run as a single-file program (no build output):
 *   java -cp /usr/share/java/quartz2.jar libs/cron/oracle/QuartzOracle.java < cases.tsv
 */
public class QuartzOracle {
  private static final DateTimeFormatter ISO = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ssxxx");

  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintStream out = new PrintStream(System.out, false, "UTF-8");
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isEmpty()) continue;
      String[] parts = line.split("\t", -1);
      out.println(answer(unescape(parts[0]), parts[1], Long.parseLong(parts[2]), Integer.parseInt(parts[3])));
    }
    out.flush();
  }

  private static String answer(String expression, String timeZone, long from, int count) {
    CronExpression cron;
    try {
      cron = new CronExpression(expression);
    } catch (ParseException e) {
      return "invalid\t" + oneLine(e.getMessage());
    } catch (RuntimeException e) {
      return "invalid\t" + oneLine(e.toString());
    }
    ZoneId zone = ZoneId.of(timeZone);
    cron.setTimeZone(TimeZone.getTimeZone(zone));
    StringBuilder times = new StringBuilder();
    String[] failure = {null};
    Thread search = new Thread(() -> {
      Date after = new Date(from);
      try {
        for (int i = 0; i < count; i++) {
          Date next = cron.getTimeAfter(after);
          if (next == null) break;
          synchronized (times) {
            if (i > 0) times.append(',');
            times.append(ISO.format(ZonedDateTime.ofInstant(next.toInstant(), zone)));
          }
          after = next;
        }
      } catch (RuntimeException e) {
        failure[0] = e.getClass().getSimpleName();
      }
    });
    search.setDaemon(true);
    search.start();
    try {
      search.join(2000);
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
    if (search.isAlive()) {
      stopRunaway(search);
      synchronized (times) {
        return "hangs\t\t" + times;
      }
    }
    if (failure[0] != null) return "throws\t" + failure[0] + "\t" + times;
    return "valid\t" + times;
  }

  @SuppressWarnings({"deprecation", "removal"})
  private static void stopRunaway(Thread thread) {
    thread.stop();
  }

  private static String unescape(String text) {
    StringBuilder plain = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\' && i + 1 < text.length()) {
        char next = text.charAt(++i);
        plain.append(next == 't' ? '\t' : next == 'n' ? '\n' : next);
      } else {
        plain.append(c);
      }
    }
    return plain.toString();
  }

  private static String oneLine(String text) {
    return String.valueOf(text).replace('\t', ' ').replace('\n', ' ');
  }
}
