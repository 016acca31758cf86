@echo off
rem The pathlab command line on Windows: the library's commands and `pathlab bench ...`, as
rem ./pathlab does elsewhere. Build first (py scripts\setup --no-start); if it has never been
rem built, this builds it once with the Maven Wrapper. JAVA_OPTS goes to java.
setlocal
set "HERE=%~dp0"
set "HERE=%HERE:~0,-1%"
if not exist "%HERE%\target\classes\pathlab" goto build
if not exist "%HERE%\target\lib" goto build
if not exist "%HERE%\bench\target\lib" goto build
goto run
:build
echo pathlab: building it once (mvnw package -DskipTests)... 1>&2
pushd "%HERE%"
call mvnw.cmd -q -B package -DskipTests 1>&2
popd
if errorlevel 1 exit /b 1
:run
if "%~1"=="bench" if not defined JAVA_OPTS set "JAVA_OPTS=-XX:InitialRAMPercentage=10 -XX:+AlwaysPreTouch"
rem The class path: the library's and the benchmarks', as classpath.properties writes them, each
rem entry after HERE\ and '/' as '\' (delayed expansion only here: it would eat a '!' in %*).
setlocal EnableDelayedExpansion
set "CP="
for /f "usebackq eol=# tokens=1,* delims==" %%m in ("%HERE%\classpath.properties") do (
  if "%%m"=="library" set "CP=!CP! %%n"
  if "%%m"=="bench" set "CP=!CP! %%n"
)
set "CP=!CP: =;%HERE%\!"
set "CP=!CP:/=\!"
endlocal & set "CP=%CP:~1%"
java %JAVA_OPTS% -cp "%CP%" pathlab.bench.cli.BenchMain %*
exit /b %errorlevel%
